// The quick-start example: filled in by the core mapper work.
print("MirrorMapper quick start")
