"""Words of the Bohnanza screen: keys and names of ships and purchases, lots in words,
and the keys help (F1)."""

from __future__ import annotations

from boardgames.games.bohnanza.data import bean_name, value
from boardgames.games.bohnanza.view import LotView
from boardgames.ui.games.bohnanza import art

SHIP_KEY = {"m1": "1", "m2": "2", "pirate": "3"}
SHIP_WORD = {"m1": "ship 1", "m2": "ship 2", "pirate": "the pirate ship"}
ITEM_KEY = {"third_field": "1", "second_ship": "2", "pirate_ship": "3"}
ITEM_WORD = {"third_field": "the 3rd field", "second_ship": "a 2nd merchant ship",
             "pirate_ship": "a pirate ship"}
ITEM_SPOT = {"third_field": ("field", 2), "second_ship": ("ship", "m2"),
             "pirate_ship": ("ship", "pirate")}
DESTINATIONS = (("home", "1"), ("bohnbay", "2"), ("bohnaco", "3"))
MODE_WORDS = {
    "harvest": "Harvest: choose a field",
    "sail": "Sail: choose a merchant ship",
    "sell": "Sell a cargo",
    "transfer": "Move a cargo: choose the ship it leaves",
    "buy": "Buy",
    "raid": "Raid: choose a ship to attack",
    "discard": "Discard one hand card",
}

# What each short key is for. The first words complete "You cannot ... now" when the
# engine refuses the key's actions; the sentence says what the key does when no action of
# its kind exists at all (it is followed by why not).
KEY_WORDS = {
    "p": ("plant your front card", "p plants the front card of your hand"),
    "g": ("plant a face-up or received card", "g plants a face-up or received card"),
    "h": ("harvest", "h harvests one of your fields"),
    "t": ("propose a trade", "t opens the trade composer"),
    "o": ("ask the table for offers", "o asks the table for offers"),
    "s": ("sail", "s sails one of your merchant ships"),
    "r": ("raid", "r raids another player's merchant ship with your pirate ship"),
    "c": ("sell a cargo", "c sells the cargo of one of your ships"),
    "x": ("move a cargo", "x moves a cargo from one of your ships to another"),
    "b": ("buy anything", "b buys the 3rd field or a ship"),
    "d": ("discard a hand card", "d discards a card from your hand"),
    "e": ("end this step", "e ends the step: the planting, phase 2 or the last loading"),
    "y": ("accept or confirm a trade", "y accepts a proposal or confirms a trade"),
    "k": ("answer with your own terms", "k answers a proposal with your own terms"),
    "n": ("decline", "n declines a proposal, passes or closes the review"),
    "plus": ("load one more bean", "+ loads one more bean onto a ship you are sailing"),
    "minus": ("load one bean fewer", "- loads one bean fewer onto a ship you are sailing"),
}

KEYS_HELP = """\
Every choice of the moment is in the key bar under the table: press its key or click it.

| key | mouse | what it does |
|---|---|---|
| arrows | hover | move the cursor ▸ from card to card (the line under the prompt says what it is) |
| Tab / shift+Tab | | jump to the next / previous legal target ◇ |
| Enter | click | choose the card under the cursor: the key bar shows what it can do and what \
it pays; Enter or a click again does the first of those, a click on a ◇ target does that |
| p | click your front card | plant the front card (then 1-3, or click a field) |
| 1-3 | click a field | plant the front card there (phase 1), else choose that field |
| g | click a face-up / received card | plant a pending card (g again: the next one) |
| h | click your field | harvest: for coins (c) or onto a merchant ship at home (1 / 2) |
| c | click your ship | sell a cargo (the payout is shown first) |
| x | click your ship, then the other | move a cargo to another ship at the same place |
| b | click a "costs X" slot | buy the 3rd field, a 2nd merchant ship or the pirate ship |
| s | click your ship, then a row | sail: 1 home, 2 Bohnbay, 3 Bohnaco, then + / - beans to load, \
Enter |
| r | click an enemy ship at home | raid it with your pirate ship |
| d | click a hand card | duel: discard one hand card in phase 1 |
| t / o | key bar | open the trade composer / ask the table for offers (open call) |
| y / k / n | key bar | accept / counter / decline; in the review: confirm / new terms / close \
(1-9 or a click in the trade panel chooses the answer) |
| Space | click | tick the cards to give when a trade needs a choice of copies; Enter gives them |
| e | key bar | end the step: planting, phase 2 (asks once), the final loading |
| i | click the discard pile | show the whole discard pile |
| escape | key bar [esc] | step back |

### The trade composer

| key | mouse | what it does |
|---|---|---|
| Tab / shift+Tab | | next / previous pane: You give, You want, To |
| arrows | | move in the pane |
| Space | click a card / a partner | give that card (again: take it back) / choose the partner |
| + / - or 0-9 | click - or + beside a bean | how many of that bean you want |
| Backspace | | clear the pane |
| Enter / Esc | Send / Cancel | send the message / drop it |

When your ship is raided: s sells the cargo (if it is worth a coin), g gives up one bean.

On a small terminal (below 118 × 34) the table, the players (with the trade) and the log
are tabs: F6, F7 and F8 or a click on a tab switch them; your hand and the prompt stay on
screen under them.

✦ (purple) marks what changed since your last move: fields planted or harvested, ships
bought, sailed, loaded or raided, island rows, new face-up cards, cards received in a
trade and coin counts. The marks clear once you act.
"""


def coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def lot_words(lot: LotView) -> str:
    """'Blue Bean ×5 = 1 coin · 6 → 2 coins' (a field or a cargo)."""
    if lot.bean is None:
        return "empty"
    step = (f"{lot.next_need} → {coins(lot.next_coins or 0)}" if lot.next_need is not None
            else "at the maximum")
    return f"{bean_name(lot.bean)} ×{lot.count} = {coins(lot.value)} · {step}"


def merged(lot: LotView, bean: str, n: int) -> str:
    """What a lot becomes when ``n`` beans of ``bean`` are added: 'Mocha ×6 = 1 coin'."""
    total = lot.count + n
    return f"{art.short_name(bean)} ×{total} = {coins(value(bean, total))}"
