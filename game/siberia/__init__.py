"""Siberia: where its rules, bots, evaluation, view and dialogs are (what the registry reads)."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.siberia.rules:SiberiaGame",
    evaluation="game.siberia.worth:evaluate",
    bots="game.siberia.bots:make_bot",
    view="sprites.siberia:SiberiaView",
)
