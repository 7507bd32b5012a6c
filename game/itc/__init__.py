"""ITC: where its rules, bots, evaluation, view and dialogs are (what the registry reads)."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.itc.rules:ItcGame",
    evaluation="game.itc.worth:evaluate",
    bots="game.itc.bots:make_bot",
    view="sprites.itc:ItcView",
)
