"""read layer of langmem-layers."""
