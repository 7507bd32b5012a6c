"""ITC."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.itc.rules:ItcGame",
    evaluation="game.itc.worth:evaluate",
    bots="game.itc.bots:make_bot",
)
