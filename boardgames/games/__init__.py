"""The games of the suite, registered in one place: ``GAMES`` lists each game's
``GameInfo`` (its package's ``INFO``) in menu order. The registry imports this package on
first use; each engine and screen is imported only when a match of it starts, so the menu
starts fast."""

from boardgames.core import registry
from boardgames.games.bohnanza import INFO as BOHNANZA
from boardgames.games.carcassonne import INFO as CARCASSONNE
from boardgames.games.catan import INFO as CATAN
from boardgames.games.neuland import INFO as NEULAND
from boardgames.games.new_england import INFO as NEW_ENGLAND

GAMES = (NEW_ENGLAND, CARCASSONNE, NEULAND, CATAN, BOHNANZA)

for _info in GAMES:
    registry.register(_info)
