"""Ports of Europe: Mainports."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.mainports.rules:MainportsGame",
    evaluation="game.mainports.worth:evaluate",
    bots="game.mainports.bots:make_bot",
)
