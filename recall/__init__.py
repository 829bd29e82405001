"""Read path: question → evidence packet (DESIGN.md: read path).

Pure decisions live in `view`, `fusion`, `temperature`, `rank`, `packet` and `prompt`; they
take plain data and never touch the database.
"""
