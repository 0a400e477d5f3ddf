"""The games of the suite. Importing this package registers them all; each engine is
imported only when first used, so the menu starts fast."""

from boardgames.core import registry
from boardgames.games.bohnanza import INFO as BOHNANZA
from boardgames.games.carcassonne import INFO as CARCASSONNE
from boardgames.games.catan import INFO as CATAN
from boardgames.games.neuland import INFO as NEULAND
from boardgames.games.new_england import INFO as NEW_ENGLAND

for _info in (NEW_ENGLAND, CARCASSONNE, NEULAND, CATAN, BOHNANZA):
    registry.register(_info)
