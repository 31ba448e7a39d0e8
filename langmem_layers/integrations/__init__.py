"""integrations layer of langmem-layers."""
