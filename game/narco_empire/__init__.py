"""Narco Empire."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.narco_empire.rules:NarcoEmpireGame",
    evaluation="game.narco_empire.worth:evaluate",
    bots="game.narco_empire.bots:make_bot",
)
