"""window layer of langmem-layers."""
