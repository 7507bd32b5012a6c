"""Playing over the network: a host holds the match and sends each seat only what it may see; clients play by
action keys. Never imports pygame; imports only `game`."""
