"""stores layer of langmem-layers."""
