from boardgames.core.info import GameInfo

INFO = GameInfo(
    id="bohnanza",
    title="Bohnanza — La Isla Bohnita",
    min_players=2,
    max_players=7,
    description="Plant, trade and harvest beans; sail merchant ships and raid with pirates.",
    module="boardgames.games.bohnanza.rules",
    screen="boardgames.ui.games.bohnanza.screen:BohnanzaScreen",
)
