"""The game protocol shared by every game: actions, events, seeded randomness, matches, saves."""
