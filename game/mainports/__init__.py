"""Ports of Europe: Mainports: where its rules, bots, evaluation, view and dialogs are (what the registry reads)."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.mainports.rules:MainportsGame",
    evaluation="game.mainports.worth:evaluate",
    bots="game.mainports.bots:make_bot",
    view="sprites.mainports:MainportsView",
)
