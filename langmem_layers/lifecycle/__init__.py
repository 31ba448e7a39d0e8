"""lifecycle layer of langmem-layers."""
