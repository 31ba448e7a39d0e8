"""kb layer of langmem-layers."""
