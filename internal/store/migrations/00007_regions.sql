-- +goose Up
-- The region codebook (decisions.md §16): every Canadian province and
-- territory, ids 1 = AB and 2 = SK as the specs assume, and the US states
-- next to the provider's area (countryid 2) from id 51. Reference data every
-- install needs: the 911 profiles' province must be one of these.
INSERT INTO codebook_entries (codebook, id, position, data) VALUES
    ('region', 1, 0, '{"countryid":1,"id":1,"provincelong":"Alberta","provinceshort":"AB"}'),
    ('region', 2, 1, '{"countryid":1,"id":2,"provincelong":"Saskatchewan","provinceshort":"SK"}'),
    ('region', 3, 2, '{"countryid":1,"id":3,"provincelong":"British Columbia","provinceshort":"BC"}'),
    ('region', 4, 3, '{"countryid":1,"id":4,"provincelong":"Manitoba","provinceshort":"MB"}'),
    ('region', 5, 4, '{"countryid":1,"id":5,"provincelong":"Ontario","provinceshort":"ON"}'),
    ('region', 6, 5, '{"countryid":1,"id":6,"provincelong":"Quebec","provinceshort":"QC"}'),
    ('region', 7, 6, '{"countryid":1,"id":7,"provincelong":"New Brunswick","provinceshort":"NB"}'),
    ('region', 8, 7, '{"countryid":1,"id":8,"provincelong":"Nova Scotia","provinceshort":"NS"}'),
    ('region', 9, 8, '{"countryid":1,"id":9,"provincelong":"Prince Edward Island","provinceshort":"PE"}'),
    ('region', 10, 9, '{"countryid":1,"id":10,"provincelong":"Newfoundland and Labrador","provinceshort":"NL"}'),
    ('region', 11, 10, '{"countryid":1,"id":11,"provincelong":"Yukon","provinceshort":"YT"}'),
    ('region', 12, 11, '{"countryid":1,"id":12,"provincelong":"Northwest Territories","provinceshort":"NT"}'),
    ('region', 13, 12, '{"countryid":1,"id":13,"provincelong":"Nunavut","provinceshort":"NU"}'),
    ('region', 51, 13, '{"countryid":2,"id":51,"provincelong":"Montana","provinceshort":"MT"}'),
    ('region', 52, 14, '{"countryid":2,"id":52,"provincelong":"North Dakota","provinceshort":"ND"}'),
    ('region', 53, 15, '{"countryid":2,"id":53,"provincelong":"Idaho","provinceshort":"ID"}'),
    ('region', 54, 16, '{"countryid":2,"id":54,"provincelong":"Washington","provinceshort":"WA"}'),
    ('region', 55, 17, '{"countryid":2,"id":55,"provincelong":"Minnesota","provinceshort":"MN"}')
ON CONFLICT (codebook, id) DO NOTHING;

-- +goose Down
DELETE FROM codebook_entries WHERE codebook = 'region';
