from boardgames.core.info import GameInfo

INFO = GameInfo(
    id="catan",
    title="Catan — Neue Welt",
    min_players=3,
    max_players=4,
    description=(
        "Catan in America: explore under Indian chips, buy usage rights, win founding fathers."
    ),
    module="boardgames.games.catan.rules",
    screen="boardgames.ui.games.catan.screen:CatanScreen",
)
