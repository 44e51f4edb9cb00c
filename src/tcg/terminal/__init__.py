"""The terminal front end: the board as text, MTG stops, the play session."""
