"""The trade dialog of Competitors: an offer composed, answered or bid for in one box instead of step by step
in the move list. Competitors' registration names it (game/competitors/__init__.py: `dialogs`), and the table
opens it when the view asks (`CompetitorsView.dialog`).

Every control is a legal move of the decision being made (`Game.legal_actions`), played on the table the
way a move from the list is; money is typed, and the rules take any amount they allow
(`Game.allows_amount`) and say why they refuse one (`Game.why_illegal`). The dialog follows the offer as it
grows and closes once the decision is made; Esc closes it and leaves the decision to the move list. Haggling goes
both ways: a thing in the offer is pressed to take it out again, and the money typed on a side is what that side
then carries (more or less than before).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UIScrollingContainer, UITextEntryLine

from game.competitors.actions import (
    AnswerOffer,
    Bid,
    CancelOffer,
    DropOut,
    SendOffer,
    StartAuction,
    TradeDrop,
    TradeItem,
    TradeLess,
    TradeMoney,
    TradeWith,
    item_label,
)
from game.competitors.state import CompetitorsState
from game.competitors.trade import lowest_bid, money_on, owner_of_item, trade_decision
from game.core.messages import Items, Message, Money, SeatRef, msg
from game.core.protocol import Action, Game, State
from scenes.gui import CAPTION_FONT, LABEL_PADDING
from scenes.overlays import Overlay
from sprites.widgets import fitted, font
from words import seat_name, tr

if TYPE_CHECKING:
    from scenes.app import App

SIDES = ("give", "take")
IN_OFFER = "• "
ADDABLE = "+ "
REMOVABLE = "− "
ITEM_ROW = 34
ITEM_FONT = 16


class TradeOverlay(Overlay):
    """Who the offer goes to, what each side hands over, the money each way; send, auction or withdraw it.
    Answering: the offer whole, to accept, refuse or counter. Bidding: what is auctioned, the highest bid,
    a bid to type."""

    box_size = (1000, 620)
    veil_alpha = 120

    def __init__(
        self,
        app: App,
        game: Game[CompetitorsState],
        view: Callable[[], State],
        legal: Callable[[], list[Action]],
        play: Callable[[Action], None],
    ) -> None:
        super().__init__(app)
        self.game = game
        self.view = view
        self.legal = legal
        self.play = play
        self.typed = dict.fromkeys((*SIDES, "bid"), "")
        """The money typed on each side and not yet added."""
        self.problem: Message | None = None
        """Why the money typed last was not taken."""
        self.entries: dict[UITextEntryLine, str] = {}
        """The money fields and their sides ("bid": the bid field)."""
        self.seat = getattr(legal()[0], "seat", None)
        """The company deciding: the dialog is its own and closes when another is to decide."""

    def state(self) -> CompetitorsState:
        """What the composing player knows now (the offer on the table included)."""
        state = self.view()
        assert isinstance(state, CompetitorsState), "the trade dialog opens at a Competitors table"
        return state

    def deciding(self) -> bool:
        legal = self.legal()
        return trade_decision(legal) and getattr(legal[0], "seat", None) == self.seat

    def composing(self) -> bool:
        return any(isinstance(action, CancelOffer) for action in self.legal())

    def build(self) -> None:
        state = self.state()
        legal = self.legal()
        if not self.deciding():
            return  # decided while the dialog was covered: it closes on the next move
        if state.auction is not None:
            self.build_bidding(state, legal)
        elif state.offer is not None and not self.composing():
            self.build_answer(state, legal)
        elif state.offer is not None:
            self.build_composing(state, legal)

    def build_composing(self, state: CompetitorsState, legal: list[Action]) -> None:
        offer = state.offer
        assert offer is not None
        box = self.box()
        px, row = self.px, self.row
        seat = offer.proposer
        self.title(tr("Offer of {seat}", seat=SeatRef(seat)))
        # who it goes to: a toggle per company, lit when it is in, pressable while it may be added
        x, y = box.x + px(30), box.y + px(74)
        caption = self.label(pygame.Rect(x, y, px(60), row), tr("To:"), "#caption")
        x = caption.rect.right + px(6)
        others = [s for s in range(state.players) if s != seat]
        width = min(px(200), (box.right - px(30) - x) // len(others) - px(8))
        for other in others:
            spot = pygame.Rect(x, y, width, row)
            if other in offer.to:
                self.label(spot, fitted(IN_OFFER + seat_name(other), px(18), width, True), "#caption")
            else:
                adding = TradeWith(seat, other)
                self.button(
                    spot,
                    fitted(ADDABLE + seat_name(other), px(18), width - px(16)),
                    partial(self.choose, adding),
                    enabled=adding in legal,
                    style="#action",
                )
            x += width + px(8)
        # what each side hands over, in two columns: what is in the offer, then what may be added
        column = (box.width - px(80)) // 2
        top = y + row + px(16)
        list_height = box.bottom - px(150) - row - top
        for number, side in enumerate(SIDES):
            left = box.x + px(30) + number * (column + px(20))
            heading = (
                tr("{seat} gives", seat=SeatRef(seat)) if side == "give" else tr("{seat} asks for", seat=SeatRef(seat))
            )
            self.label(pygame.Rect(left, top, column, px(30)), heading, "#caption")
            items = offer.give if side == "give" else offer.take
            addable = [a for a in legal if isinstance(a, TradeItem) and a.side == side]
            removable = [a for a in legal if isinstance(a, TradeDrop) and a.side == side]
            self.item_list(
                pygame.Rect(left, top + px(34), column, list_height - px(34)),
                state,
                items,
                addable,
                removable=removable,
            )
            self.money_row(pygame.Rect(left, top + list_height + px(8), column, row), state, side)
        note = self.problem
        if note is None and offer.take and len(others) > 1:  # why the other companies cannot be added
            note = msg("It asks for things of {seat}: the offer goes to {seat} alone.", seat=SeatRef(offer.to[0]))
        if note is not None:
            self.label(
                pygame.Rect(box.x + px(20), box.bottom - px(40) - 2 * row, box.width - px(40), row),
                tr(note),
                "#message" if self.problem is not None else "#subtitle",
            )
        self.endings(legal, (SendOffer(seat), StartAuction(seat), CancelOffer(seat)))

    def title(self, text: str) -> None:
        """The dialog's title, and Close in the corner beside it."""
        box = self.box()
        px = self.px
        close = px(160)
        self.label(
            pygame.Rect(box.x + close + px(30), box.y + px(10), box.width - 2 * (close + px(30)), px(58)),
            text,
            "#title",
        )
        self.button(
            pygame.Rect(box.right - px(20) - close, box.y + px(20), close, self.row), tr("Close (Esc)"), self.back
        )

    def endings(self, legal: list[Action], moves: tuple[Action, ...]) -> None:
        """The row of buttons that settle the decision, each pressable while legal."""
        box = self.box()
        px, row = self.px, self.row
        y = box.bottom - px(24) - row
        widest = max(font(px(18)).size(tr(move.label()))[0] for move in moves) + px(32)
        width = min(max(px(300), widest), (box.width - px(60)) // len(moves) - px(16))
        for number, move in enumerate(moves):
            self.button(
                pygame.Rect(box.x + px(30) + number * (width + px(16)), y, width, row),
                fitted(tr(move.label()), px(18), width - px(16)),
                partial(self.choose, move),
                enabled=move in legal,
            )

    def build_answer(self, state: CompetitorsState, legal: list[Action]) -> None:
        """The offer whole, side by side, for its recipient to accept, refuse or counter."""
        offer = state.offer
        assert offer is not None
        seat = next(a.seat for a in legal if isinstance(a, AnswerOffer))
        box = self.box()
        px = self.px
        self.title(
            tr("Offer of {seat} to {to}", seat=SeatRef(offer.proposer), to=Items(tuple(SeatRef(s) for s in offer.to)))
        )
        column = (box.width - px(80)) // 2
        top = box.y + px(84)
        height = box.bottom - px(130) - self.row - top
        for number, (things, money, heading) in enumerate(
            (
                (offer.give, offer.give_money, tr("{seat} gives", seat=SeatRef(offer.proposer))),
                (offer.take, offer.take_money, tr("{seat} asks for", seat=SeatRef(offer.proposer))),
            )
        ):
            left = box.x + px(30) + number * (column + px(20))
            self.label(pygame.Rect(left, top, column, px(30)), heading, "#caption")
            self.item_list(pygame.Rect(left, top + px(34), column, height - px(34)), state, things, [], money)
        self.endings(legal, tuple(AnswerOffer(seat, answer) for answer in ("accept", "refuse", "counter")))

    def build_bidding(self, state: CompetitorsState, legal: list[Action]) -> None:
        """What is auctioned, the highest bid so far, and the bid: the usual raises, or any amount typed."""
        auction = state.auction
        assert auction is not None
        seat = next(a.seat for a in legal if isinstance(a, DropOut))
        box = self.box()
        px, row = self.px, self.row
        self.title(tr("Auction of {seat}", seat=SeatRef(auction.seller)))
        column = (box.width - px(80)) // 2
        top = box.y + px(84)
        left = box.x + px(30)
        self.label(
            pygame.Rect(left, top, column, px(30)), tr("{seat} auctions", seat=SeatRef(auction.seller)), "#caption"
        )
        self.item_list(pygame.Rect(left, top + px(34), column, box.bottom - px(150) - top), state, auction.items, [])
        right = left + column + px(20)
        highest = (
            tr("Highest bid: {amount} by {seat}", amount=Money(auction.bid), seat=SeatRef(auction.bidder))
            if auction.bidder is not None
            else tr("No bid yet")
        )
        lines = (
            highest,
            tr("Bids from {amount}", amount=Money(lowest_bid(auction))),
            tr("Money of {seat}: {amount}", seat=SeatRef(seat), amount=Money(state.money[seat])),
        )
        for number, line in enumerate(lines):
            self.label(pygame.Rect(right, top + number * (row + px(6)), column, row), line, "#caption")
        y = top + 3 * (row + px(6)) + px(10)
        for number, usual in enumerate(a for a in legal if isinstance(a, Bid)):
            self.button(
                pygame.Rect(right + number * (column // 2 + px(4)), y, column // 2 - px(4), row),
                tr(usual.label()),
                partial(self.choose, usual),
            )
        y += row + px(12)
        entry = self.text_entry(pygame.Rect(right, y, column // 2 - px(4), row), self.typed["bid"], tr("amount"))
        entry.set_allowed_characters([*"0123456789", ",", ".", " "])
        self.entries[entry] = "bid"
        self.button(
            pygame.Rect(right + column // 2 + px(4), y, column // 2 - px(4), row),
            tr("Bid this amount"),
            partial(self.add_money, "bid"),
        )
        if self.problem is not None:
            self.label(pygame.Rect(right, y + row + px(10), column, 2 * row), tr(self.problem), "#message")
        self.endings(legal, (DropOut(seat),))

    def item_list(
        self,
        rect: pygame.Rect,
        state: CompetitorsState,
        items: list[str],
        addable: list[TradeItem],
        money: int = 0,
        removable: list[TradeDrop] | None = None,
    ) -> None:
        """The things of one side: those in the offer first (pressed to take them out again while composing, else
        ticked), with `money` when it is listed with them, then those that may be added."""
        px = self.px
        container = UIScrollingContainer(rect, self.manager, allow_scroll_x=False)
        width = rect.width - px(20)
        drops = {action.item: action for action in removable or []}
        rows: list[tuple[str, Action | None]] = [
            (REMOVABLE + self.thing(state, item), drops[item])
            if item in drops
            else (IN_OFFER + self.thing(state, item), None)
            for item in items
        ]
        if money:
            rows.append((IN_OFFER + tr("{amount} in money", amount=Money(money)), None))
        rows += [(ADDABLE + self.thing(state, action.item), action) for action in addable]
        if not rows:
            rows = [(tr("nothing"), None)]
        height = px(ITEM_ROW)
        for index, (text, action) in enumerate(rows):
            spot = pygame.Rect(0, index * (height + px(4)), width, height)
            shown = (
                fitted(text, px(CAPTION_FONT), width - px(LABEL_PADDING), bold=True)
                if action is None
                else fitted(text, px(ITEM_FONT), width - px(20))
            )
            tooltip = text if shown != text else None
            if action is None:  # in an offer answered or bid for: written, not pressed
                UILabel(spot, shown, self.manager, container=container, object_id=ObjectID(object_id="#caption"))
            else:
                self.button(
                    spot, shown, partial(self.choose, action), tooltip=tooltip, container=container, style="#action"
                )
        container.set_scrollable_area_dimensions((width, max(1, len(rows) * (height + px(4)))))

    def thing(self, state: CompetitorsState, item: str) -> str:
        """A thing in the offer in words, with its owner when it is on the board (a vehicle, a branch)."""
        owner = owner_of_item(state, item)
        if item.startswith(("territory:", "contract:")) or owner is None:
            return tr(item_label(item))
        return tr("{thing} of {seat}", thing=item_label(item), seat=SeatRef(owner))

    def money_row(self, rect: pygame.Rect, state: CompetitorsState, side: str) -> None:
        """The money on one side: how much is in the offer, a field to type what it should be and the button that
        sets it (more or less than now)."""
        offer = state.offer
        assert offer is not None
        px = self.px
        now = offer.give_money if side == "give" else offer.take_money
        label = tr("Money: {amount}", amount=Money(now))
        self.label(pygame.Rect(rect.x, rect.y, rect.width // 2 - px(10), rect.height), label, "#caption")
        entry_rect = pygame.Rect(rect.x + rect.width // 2 - px(4), rect.y, rect.width // 4, rect.height)
        entry = self.text_entry(entry_rect, self.typed[side], tr("amount"))
        entry.set_allowed_characters([*"0123456789", ",", ".", " "])
        self.entries[entry] = side
        self.button(
            pygame.Rect(entry_rect.right + px(6), rect.y, rect.right - entry_rect.right - px(6), rect.height),
            tr("Set"),
            partial(self.add_money, side),
            enabled=any(isinstance(a, TradeMoney | TradeLess) and a.side == side for a in self.legal()),
        )

    # --- what the controls do ----------------------------------------------------------------
    def rebuild(self) -> None:
        self.entries = {}
        super().rebuild()

    def text_changed(self, entry: object, text: str) -> None:
        side = self.entries.get(entry) if isinstance(entry, UITextEntryLine) else None
        if side is not None:
            self.typed[side] = text

    def add_money(self, side: str) -> None:
        """Make the money on `side` the amount typed there (or bid it), or say why the rules do not take it."""
        state = self.state()
        offer = state.offer
        digits = "".join(ch for ch in self.typed[side] if ch.isdigit())
        if not digits:
            self.problem = msg("Type an amount first, in thousands (25000 for 25,000).")
            self.rebuild()
            return
        if side == "bid":
            self.bid(state, int(digits))
            return
        if offer is None:
            return
        change = int(digits) - money_on(offer, side)
        if change == 0:
            self.typed[side] = ""
            self.rebuild()
            return
        action: Action = (
            TradeMoney(offer.proposer, side, change) if change > 0 else TradeLess(offer.proposer, side, -change)
        )
        if not self.game.is_legal(state, action):
            self.problem = self.game.why_illegal(state, action)
            self.rebuild()
            return
        self.typed[side] = ""
        self.choose(action)

    def bid(self, state: CompetitorsState, amount: int) -> None:
        auction = state.auction
        seat = next((a.seat for a in self.legal() if isinstance(a, DropOut)), None)
        if auction is None or seat is None:
            return
        action = Bid(seat, amount)
        if not self.game.is_legal(state, action):
            self.problem = self.game.why_illegal(state, action)
            self.rebuild()
            return
        self.typed["bid"] = ""
        self.choose(action)

    def choose(self, action: Action) -> None:
        """Play one step of the decision; the dialog closes when the decision is made."""
        self.problem = None
        self.play(action)
        if not self.deciding():
            if self.app.stack.top is self:
                self.app.stack.pop()
            return
        self.rebuild()

    def confirm(self) -> None:
        """Enter in a money field adds what was typed there."""
        focused = self.focused()
        if isinstance(focused, UITextEntryLine) and focused in self.entries:
            self.add_money(self.entries[focused])
