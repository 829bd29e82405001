"""The admin UI's static files (index.html, ES modules, CSS), shipped as package data and
served at /admin by `palimpsest.app`."""
