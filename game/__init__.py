"""Manifest's rules layer: pure Python, never imports pygame."""
