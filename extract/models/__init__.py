"""Small learned models of the extractor, shipped as files and loaded offline."""
