"""Everything drawn on the table: board views (one per game), tokens, cards and helpers."""
