from boardgames.core.info import GameInfo

INFO = GameInfo(
    id="carcassonne",
    title="New World: A Carcassonne Game",
    min_players=2,
    max_players=5,
    description=(
        "Lay tiles westward from the coast; settle towns, trails and farms as surveyors advance."
    ),
    module="boardgames.games.carcassonne.rules",
    screen="boardgames.ui.games.carcassonne.screen:CarcassonneScreen",
)
