"""The offset, from problem.yaml's constants."""
OFFSET = {{offset}}
