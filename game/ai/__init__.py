"""Bots: they see only their seat's observation and choose among `legal_actions`."""
