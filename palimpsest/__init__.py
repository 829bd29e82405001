"""Palimpsest: graph-native temporal memory for AI agents (composition root)."""

__version__ = "0.1.0"
