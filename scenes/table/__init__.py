"""The table: any game's board (through its board view), the players, the log and the moves.

- `controller`: the match, who looks at the table and who may move, the bots, the log, the autosave;
- `input`: the drag and click state machine on the board;
- `panels`: the drawing around the board (status, players, log, the moves panel's title);
- `scene`: the scene that ties them to the window, the widgets and the keys.
"""

from scenes.table.scene import TableScene

__all__ = ["TableScene"]
