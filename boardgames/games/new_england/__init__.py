from boardgames.core.info import GameInfo

INFO = GameInfo(
    id="new_england",
    title="New England",
    min_players=3,
    max_players=4,
    description=(
        "Settle the colonies: bid for land and cards, grow regions, develop them for points."
    ),
    module="boardgames.games.new_england.rules",
    screen="boardgames.ui.games.new_england.screen:NewEnglandScreen",
)
