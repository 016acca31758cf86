"""The package's unit tests, a module per module of pathlab_tools (pytest; pyproject.toml configures it)."""
