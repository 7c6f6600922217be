-- Trigram indexes make case-insensitive product search fast (issue 2: 100,000 products).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
