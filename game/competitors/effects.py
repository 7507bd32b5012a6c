"""What each card and event of Competitors does, in a sentence with the figures of its data: the table says it
where the card lies or the die falls, so no one has to look it up."""

from __future__ import annotations

from game.competitors.actions import vehicle_term
from game.competitors.data import ContractCard, CustomsCard, NaturalEvent, PoliticalEvent
from game.competitors.kinds import CustomsEffect, NaturalEffect, PoliticalEffect, SpecialEffect
from game.core.messages import Items, Message, Money, msg, msgn


def special_effect(card: ContractCard) -> Message:
    """What a special card does, in a sentence, with its figures from the data."""
    assert card.effect is not None  # only a special card has an effect
    match card.effect:
        case SpecialEffect.TRANSIT_FEE:
            return msg(
                "Attach to your headquarters or a branch: "
                "every rival vehicle that enters that territory pays you {amount}.",
                amount=Money(card.amount),
            )
        case SpecialEffect.SKIP_CUSTOMS:
            return msg(
                "Attach to your headquarters or a branch: "
                "once a round, a vehicle of yours leaving it skips the first customs card it would draw."
            )
        case SpecialEffect.FUEL_DISCOUNT:
            return msg(
                "Attach to your headquarters or a branch: every move that starts there costs you {amount} less fuel.",
                amount=Money(card.amount),
            )
        case SpecialEffect.EXTRA_MOVEMENT:
            return msgn(
                "Attach to your headquarters or a branch: "
                "your trucks starting a movement turn there get {count} more movement point.",
                "Attach to your headquarters or a branch: "
                "your trucks starting a movement turn there get {count} more movement points.",
                count=card.points,
            )
        case SpecialEffect.SAFE_STORAGE:
            return msg(
                "Attach to your headquarters or a branch: "
                "your vehicles there are safe from the weather and other events."
            )
        case SpecialEffect.LOSE_TURN:
            return msg("Play on a rival's vehicle: it loses its next movement turn.")
        case SpecialEffect.EXTRA_CUSTOMS:
            return msg(
                "Play on a rival: at its delivery's next customs border it draws two customs cards and obeys both."
            )
        case SpecialEffect.REMOVE_ATTACHMENT:
            return msg("Play to discard a special card attached to a rival's headquarters or branch.")
        case SpecialEffect.INSURANCE:
            return msg(
                "Kept until a delivery of yours fails: the bank then pays you {amount} and you lose no victory point.",
                amount=Money(card.amount),
            )
        case SpecialEffect.EXTRA_TURN:
            return msgn(
                "Play on a contract of yours: its time limit grows by {count} movement turn.",
                "Play on a contract of yours: its time limit grows by {count} movement turns.",
                count=card.turns,
            )
        case SpecialEffect.DRAW_CONTRACTS:
            return msgn("Draw {count} contract card.", "Draw {count} contract cards.", count=card.count)


def customs_effect(card: CustomsCard) -> Message:
    """What a customs card does to the delivery that drew it."""
    match card.effect:
        case CustomsEffect.PASS:
            return msg("Papers in order: carry on.")
        case CustomsEffect.EXTRA_MOVEMENT:
            return msgn(
                "Waved through: {count} more movement point this movement turn.",
                "Waved through: {count} more movement points this movement turn.",
                count=card.points,
            )
        case CustomsEffect.COLLECT:
            return msg("Collect {amount} and carry on.", amount=Money(card.amount))
        case CustomsEffect.SKIP_CUSTOMS:
            return msg("No more customs cards for the rest of this delivery.")
        case CustomsEffect.PAY:
            return msg("Pay {amount} duty and carry on.", amount=Money(card.amount))
        case CustomsEffect.LOSE_MOVEMENT:
            return msgn(
                "{count} movement point less this movement turn.",
                "{count} movement points less this movement turn.",
                count=card.points,
            )
        case CustomsEffect.INSPECT:
            return msg(
                "Illegal goods pay a {fine} fine, legal goods collect {amount} for the delay; then carry on.",
                fine=Money(card.fine),
                amount=Money(card.amount),
            )
        case CustomsEffect.END_TURN:
            return msg("The movement turn ends here: the delivery fails.")
        case CustomsEffect.SEIZE_ILLEGAL:
            return msg(
                "Illegal goods are seized with their vehicle, legal goods pay {amount}: the delivery fails.",
                amount=Money(card.amount),
            )
        case CustomsEffect.FAIL_DELIVERY:
            return msg("The goods are refused entry: the delivery fails.")
        case CustomsEffect.PAY_AND_END_TURN:
            return msg("Pay {amount}; the movement turn ends here: the delivery fails.", amount=Money(card.amount))


def political_effect(event: PoliticalEvent) -> Message:
    """What a political-social event does to the vehicle that ended its movement turn in a red-flag state."""
    match event.effect:
        case PoliticalEffect.NONE:
            return msg("Nothing happens.")
        case PoliticalEffect.PAY:
            return msg("Pay {amount} to the bank.", amount=Money(event.amount))
        case PoliticalEffect.COLLECT:
            return msg("Collect {amount} from the bank.", amount=Money(event.amount))
        case PoliticalEffect.LOSE_MOVEMENT:
            return msgn(
                "A truck's next movement turn has {count} movement point less.",
                "A truck's next movement turn has {count} movement points less.",
                count=event.points,
            )
        case PoliticalEffect.EXTRA_MOVEMENT:
            return msgn(
                "A truck's next movement turn has {count} more movement point.",
                "A truck's next movement turn has {count} more movement points.",
                count=event.points,
            )
        case PoliticalEffect.LOSE_TURN:
            return msgn(
                "The vehicle sits out its next movement turn.",
                "The vehicle sits out its next {count} movement turns.",
                count=event.turns,
            )
        case PoliticalEffect.END_TURN:
            return msg("A delivery under way fails.")
        case PoliticalEffect.SEIZE_GOODS:
            return msg("The goods are confiscated: a delivery under way fails.")
        case PoliticalEffect.SEIZE_VEHICLE:
            return msg("The vehicle is seized and goes to the bank: a delivery under way fails.")


def natural_effect(event: NaturalEvent) -> Message:
    """What a meteorological-natural-human event does in its area."""
    struck = msg(
        "Every {vehicles} there rolls the 6-sided die: under {save} it is safe, otherwise it goes back to the nearest "
        "headquarters or branch.",
        vehicles=Items(tuple(vehicle_term(kind) for kind in event.vehicles)),
        save=event.save,
    )
    match event.effect:
        case NaturalEffect.HIT:
            return struck
        case NaturalEffect.CLOSED:
            return msg("{struck} No vehicle may enter until the next roll.", struck=struck)
        case NaturalEffect.SLOW:
            return msg("{struck} Until the next roll, trucks pay 1 more movement point to enter.", struck=struck)
