"""Narco Empire: where its rules, bots, evaluation, view and dialogs are (what the registry reads)."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.narco_empire.rules:NarcoEmpireGame",
    evaluation="game.narco_empire.worth:evaluate",
    bots="game.narco_empire.bots:make_bot",
    view="sprites.narco_empire:NarcoEmpireView",
)
