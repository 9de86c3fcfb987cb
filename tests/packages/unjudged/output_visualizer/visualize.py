"""An output visualizer (it would draw the sum); the judge does not run it."""
import sys

sys.exit(0)
