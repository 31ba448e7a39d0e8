"""write layer of langmem-layers."""
