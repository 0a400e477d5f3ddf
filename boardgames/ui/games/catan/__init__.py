"""The Catan "Neue Welt" screen: the hex map of spec 9.2, panels, dialogs and handoffs."""
