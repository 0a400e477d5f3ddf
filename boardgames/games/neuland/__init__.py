from boardgames.core.info import GameInfo

INFO = GameInfo(
    id="neuland",
    title="Neuland",
    min_players=2,
    max_players=4,
    description="Build production chains on a hex map; the time track decides who moves next.",
    module="boardgames.games.neuland.rules",
    screen="boardgames.ui.games.neuland.screen:NeulandScreen",
)
