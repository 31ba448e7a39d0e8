"""``python -m langmem_layers.cli``."""

import sys

from . import main

sys.exit(main())
