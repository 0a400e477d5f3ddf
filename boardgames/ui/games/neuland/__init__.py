"""The Neuland screen: the time track and hex map, the supply and the spot menus."""
