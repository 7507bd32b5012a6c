"""Competitors."""

from game.core.registration import Registration

GAME = Registration(
    rules="game.competitors.rules:CompetitorsGame",
    evaluation="game.competitors.worth:evaluate",
    bots="game.competitors.bots:make_bot",
)
