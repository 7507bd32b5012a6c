"""Competitors: where its rules, bots, evaluation, view and dialogs are (what the registry reads)."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.competitors.rules:CompetitorsGame",
    evaluation="game.competitors.worth:evaluate",
    bots="game.competitors.bots:make_bot",
    view="sprites.competitors:CompetitorsView",
    dialogs={"trade": "sprites.competitors_trade:TradeOverlay"},
)
