"""The 116 territories of the Competitors world: which real countries (or parts of them) each one is.

Read by tools/make_competitors_world.py. A source is a Natural Earth country name, optionally cut to
boxes of (west, south, east, north) degrees: a country split between territories must be covered
exactly once by its boxes (the tool checks). Longitudes run from -169 to 191, so the whole of
Russia sits on the right of the board and Alaska on the left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Box = tuple[float, float, float, float]
ALL: Box = (-400.0, -90.0, 400.0, 90.0)


@dataclass(frozen=True)
class Source:
    country: str
    boxes: tuple[Box, ...] = (ALL,)


@dataclass(frozen=True)
class TerritoryDef:
    name: str
    continent: str
    terrain: str
    sources: tuple[Source, ...]
    airport: str = "national"
    red_flag: bool = False
    headquarters: bool = False
    port: bool = True
    """False keeps a coastal territory without a port; a territory on no navigable sea never has one."""
    airport_on_border_with: str = ""
    flag: tuple[str, ...] = field(default=())


def c(*countries: str) -> tuple[Source, ...]:
    return tuple(Source(country) for country in countries)


def cut(country: str, *boxes: Box) -> tuple[Source, ...]:
    return (Source(country, boxes),)


NA, SA, EU, AF, AS, OC = "North America", "South America", "Europe", "Africa", "Asia", "Oceania"
PLAIN, MOUNTAIN, FROZEN, DESERT, FOREST = "plain", "mountain", "frozen", "desert", "tropical forest"
INTER, NATIONAL, NONE = "intercontinental", "national", "none"
USA, CANADA, RUSSIA = "United States of America", "Canada", "Russia"
T = TerritoryDef

TERRITORIES: tuple[TerritoryDef, ...] = (
    # North America (16)
    T("Alaska", NA, FROZEN, cut(USA, (-169, 50, -129, 90), (170, 50, 200, 90))),
    T("Pacific States", NA, MOUNTAIN, cut(USA, (-169, 0, -114, 50)), INTER),
    T("Mountain States", NA, MOUNTAIN, cut(USA, (-114, 0, -102, 50))),
    T("Midwest", NA, PLAIN, cut(USA, (-102, 36.5, -84, 50))),
    T(
        "Northeast",
        NA,
        PLAIN,
        cut(USA, (-84, 36.5, -50, 50)),
        INTER,
        headquarters=True,
        flag=("#b22234", "#ffffff", "#3c3b6e"),
    ),
    T("South", NA, PLAIN, cut(USA, (-102, 0, -50, 36.5)), INTER),
    T("Western Canada", NA, MOUNTAIN, cut(CANADA, (-169, 30, -102, 60))),
    T("Eastern Canada", NA, PLAIN, cut(CANADA, (-102, 30, -40, 60)), INTER),
    T("Northern Canada", NA, FROZEN, cut(CANADA, (-169, 60, -40, 90)), NONE),
    T("Greenland", NA, FROZEN, c("Greenland"), NONE),
    T(
        "Northern Mexico",
        NA,
        DESERT,
        cut("Mexico", (-120, 22, -80, 35)),
        red_flag=True,
        airport_on_border_with="Pacific States",
    ),
    T("Southern Mexico", NA, FOREST, cut("Mexico", (-120, 10, -80, 22)), INTER),
    T(
        "Guatemala & Honduras",
        NA,
        FOREST,
        c("Guatemala", "Belize", "El Salvador", "Honduras", "Nicaragua"),
        red_flag=True,
    ),
    T("Costa Rica & Panama", NA, FOREST, c("Costa Rica", "Panama")),
    T("Cuba & Jamaica", NA, PLAIN, c("Cuba", "Jamaica")),
    T("Hispaniola", NA, MOUNTAIN, c("Haiti", "Dominican Rep."), red_flag=True),
    # South America (14)
    T("Amazonia", SA, FOREST, cut("Brazil", (-80, -11, -50, 10))),
    T("Northeast Brazil", SA, PLAIN, cut("Brazil", (-50, -18, -30, 10))),
    T(
        "Southern Brazil",
        SA,
        PLAIN,
        cut("Brazil", (-80, -40, -50, -11), (-50, -40, -30, -18)),
        INTER,
        headquarters=True,
        flag=("#009c3b", "#ffdf00", "#002776"),
    ),
    T("Northern Argentina", SA, PLAIN, cut("Argentina", (-80, -39, -50, -20)), INTER),
    T("Patagonia", SA, PLAIN, cut("Argentina", (-80, -60, -50, -39))),
    T("Chile", SA, MOUNTAIN, c("Chile")),
    T("Colombia", SA, MOUNTAIN, c("Colombia"), INTER, red_flag=True),
    T("Venezuela", SA, PLAIN, c("Venezuela", "Trinidad and Tobago"), red_flag=True),
    T("Guianas", SA, FOREST, (*c("Guyana", "Suriname"), Source("France", ((-60, 0, -50, 8),)))),
    T("Ecuador", SA, MOUNTAIN, c("Ecuador")),
    T("Peru", SA, MOUNTAIN, c("Peru"), INTER),
    T("Bolivia", SA, MOUNTAIN, c("Bolivia")),
    T("Paraguay", SA, PLAIN, c("Paraguay")),
    T("Uruguay", SA, PLAIN, c("Uruguay")),
    # Europe (26)
    T("Iceland", EU, FROZEN, c("Iceland")),
    T("Norway", EU, MOUNTAIN, c("Norway")),
    T("Sweden", EU, PLAIN, c("Sweden")),
    T("Finland", EU, FROZEN, c("Finland")),
    T("Denmark", EU, PLAIN, c("Denmark")),
    T("United Kingdom", EU, PLAIN, c("United Kingdom"), INTER),
    T("Ireland", EU, PLAIN, c("Ireland")),
    T("France", EU, PLAIN, cut("France", (-10, 40, 20, 55)), INTER),
    T("Spain", EU, PLAIN, c("Spain"), INTER),
    T("Portugal", EU, PLAIN, c("Portugal")),
    T(
        "Benelux",
        EU,
        PLAIN,
        c("Netherlands", "Belgium", "Luxembourg"),
        INTER,
        headquarters=True,
        flag=("#ae1c28", "#ffffff", "#21468b"),
    ),
    T(
        "Germany",
        EU,
        PLAIN,
        c("Germany"),
        INTER,
        headquarters=True,
        flag=("#000000", "#dd0000", "#ffce00"),
    ),
    T("Switzerland & Austria", EU, MOUNTAIN, c("Switzerland", "Austria"), airport_on_border_with="France"),
    T(
        "Italy",
        EU,
        PLAIN,
        c("Italy"),
        INTER,
        headquarters=True,
        flag=("#009246", "#ffffff", "#ce2b37"),
    ),
    T("Poland", EU, PLAIN, c("Poland")),
    T("Czechia & Slovakia", EU, PLAIN, c("Czechia", "Slovakia")),
    T("Hungary", EU, PLAIN, c("Hungary")),
    T(
        "Western Balkans",
        EU,
        MOUNTAIN,
        c("Slovenia", "Croatia", "Bosnia and Herz.", "Serbia", "Montenegro", "Kosovo", "North Macedonia", "Albania"),
    ),
    T("Romania & Bulgaria", EU, PLAIN, c("Romania", "Moldova", "Bulgaria")),
    T("Greece", EU, MOUNTAIN, c("Greece")),
    T("Ukraine", EU, PLAIN, c("Ukraine"), red_flag=True),
    T("Belarus", EU, PLAIN, c("Belarus")),
    T("Baltic States", EU, PLAIN, c("Estonia", "Latvia", "Lithuania")),
    T("Northwest Russia", EU, FROZEN, cut(RUSSIA, (0, 58, 50, 90), (0, 50, 24, 58))),
    T("Moscow District", EU, PLAIN, cut(RUSSIA, (24, 30, 50, 58)), INTER),
    T("Urals", EU, MOUNTAIN, cut(RUSSIA, (50, 30, 66, 90))),
    # Africa (21)
    T("Morocco", AF, DESERT, c("Morocco", "W. Sahara"), INTER),
    T("Algeria", AF, DESERT, c("Algeria")),
    T("Tunisia & Libya", AF, DESERT, c("Tunisia", "Libya"), red_flag=True),
    T("Egypt", AF, DESERT, c("Egypt"), INTER),
    T("Sudan", AF, DESERT, c("Sudan", "S. Sudan"), red_flag=True),
    T(
        "Ethiopia & Somalia",
        AF,
        MOUNTAIN,
        c("Ethiopia", "Eritrea", "Djibouti", "Somaliland", "Somalia"),
        INTER,
        red_flag=True,
    ),
    T("Kenya & Uganda", AF, PLAIN, c("Kenya", "Uganda"), INTER),
    T("Tanzania", AF, PLAIN, c("Tanzania", "Rwanda", "Burundi")),
    T("DR Congo", AF, FOREST, c("Dem. Rep. Congo"), red_flag=True),
    T("Cameroon & Gabon", AF, FOREST, c("Cameroon", "Eq. Guinea", "Gabon", "Congo", "Central African Rep.")),
    T("Niger & Chad", AF, DESERT, c("Niger", "Chad"), NONE, red_flag=True),
    T("Nigeria", AF, PLAIN, c("Nigeria", "Benin", "Togo"), INTER, red_flag=True),
    T("Mali & Burkina Faso", AF, DESERT, c("Mali", "Burkina Faso"), red_flag=True),
    T("Senegal & Mauritania", AF, DESERT, c("Senegal", "Gambia", "Guinea-Bissau", "Mauritania")),
    T("Ghana & Ivory Coast", AF, FOREST, c("Ghana", "Côte d'Ivoire", "Liberia", "Sierra Leone", "Guinea")),
    T("Angola", AF, PLAIN, c("Angola")),
    T("Zambia & Zimbabwe", AF, PLAIN, c("Zambia", "Zimbabwe", "Malawi")),
    T("Mozambique", AF, PLAIN, c("Mozambique")),
    T("Namibia & Botswana", AF, DESERT, c("Namibia", "Botswana")),
    T(
        "South Africa",
        AF,
        PLAIN,
        c("South Africa", "Lesotho", "eSwatini"),
        INTER,
        headquarters=True,
        flag=("#007a4d", "#ffb612", "#de3831"),
    ),
    T("Madagascar", AF, FOREST, c("Madagascar")),
    # Asia (31)
    T("Turkey", AS, MOUNTAIN, c("Turkey"), INTER),
    T("Caucasus", AS, MOUNTAIN, c("Georgia", "Armenia", "Azerbaijan")),
    T("Iran", AS, MOUNTAIN, c("Iran"), red_flag=True),
    T("Iraq", AS, DESERT, c("Iraq", "Kuwait"), red_flag=True),
    T("Levant", AS, DESERT, c("Syria", "Lebanon", "Israel", "Palestine", "Jordan"), red_flag=True),
    T("Saudi Arabia & Emirates", AS, DESERT, c("Saudi Arabia", "Qatar", "United Arab Emirates"), INTER),
    T("Yemen & Oman", AS, DESERT, c("Yemen", "Oman"), red_flag=True),
    T("Afghanistan", AS, MOUNTAIN, c("Afghanistan"), red_flag=True),
    T("Pakistan", AS, MOUNTAIN, c("Pakistan"), red_flag=True),
    T("North India", AS, PLAIN, (*cut("India", (60, 21, 100, 40)), *c("Nepal", "Bhutan")), INTER),
    T("South India & Sri Lanka", AS, PLAIN, (*cut("India", (60, 0, 100, 21)), *c("Sri Lanka"))),
    T("Bangladesh", AS, PLAIN, c("Bangladesh")),
    T("Kazakhstan", AS, DESERT, c("Kazakhstan")),
    T("Central Asia", AS, DESERT, c("Uzbekistan", "Turkmenistan", "Kyrgyzstan", "Tajikistan"), NONE),
    T("Mongolia", AS, DESERT, c("Mongolia")),
    T("Western China", AS, MOUNTAIN, cut("China", (70, 20, 100, 55)), NONE),
    T("North China", AS, PLAIN, cut("China", (100, 33, 140, 55)), INTER),
    T(
        "South China",
        AS,
        PLAIN,
        cut("China", (100, 15, 140, 33)),
        INTER,
        headquarters=True,
        flag=("#de2910", "#ffde00"),
    ),
    T("North Korea", AS, MOUNTAIN, c("North Korea"), red_flag=True),
    T("South Korea", AS, PLAIN, c("South Korea"), INTER),
    T(
        "Japan",
        AS,
        MOUNTAIN,
        c("Japan"),
        INTER,
        headquarters=True,
        flag=("#ffffff", "#bc002d"),
    ),
    T("Taiwan", AS, PLAIN, c("Taiwan")),
    T("Philippines", AS, FOREST, c("Philippines")),
    T("Indochina", AS, FOREST, c("Vietnam", "Laos", "Cambodia")),
    T("Thailand", AS, PLAIN, c("Thailand"), INTER),
    T("Myanmar", AS, FOREST, c("Myanmar"), red_flag=True),
    T("Malaysia", AS, FOREST, c("Malaysia", "Brunei"), INTER),
    T("Indonesia", AS, FOREST, c("Indonesia")),
    T("Western Siberia", AS, FROZEN, cut(RUSSIA, (66, 30, 90, 90))),
    T("Eastern Siberia", AS, FROZEN, cut(RUSSIA, (90, 30, 135, 90))),
    T("Russian Far East", AS, FROZEN, cut(RUSSIA, (135, 30, 200, 90))),
    # Oceania (8)
    T("Western Australia", OC, DESERT, cut("Australia", (100, -50, 129, 0)), INTER),
    T("Northern Territory", OC, DESERT, cut("Australia", (129, -26, 138, 0))),
    T("South Australia", OC, DESERT, cut("Australia", (129, -50, 141, -26))),
    T("Queensland", OC, PLAIN, cut("Australia", (138, -26, 160, 0), (141, -29, 160, -26))),
    T(
        "New South Wales & Victoria",
        OC,
        PLAIN,
        cut("Australia", (141, -50, 160, -29)),
        INTER,
        headquarters=True,
        flag=("#012169", "#ffffff", "#e4002b"),
    ),
    T("New Zealand", OC, MOUNTAIN, c("New Zealand"), INTER),
    T("Papua New Guinea", OC, FOREST, c("Papua New Guinea")),
    T("Pacific Islands", OC, FOREST, c("Solomon Is.", "Vanuatu", "New Caledonia", "Fiji")),
)

SCHENGEN = frozenset(
    {
        "Iceland",
        "Norway",
        "Sweden",
        "Finland",
        "Denmark",
        "France",
        "Spain",
        "Portugal",
        "Benelux",
        "Germany",
        "Switzerland & Austria",
        "Italy",
        "Poland",
        "Czechia & Slovakia",
        "Hungary",
        "Greece",
        "Baltic States",
    }
)
"""Territories inside the Schengen area: the borders between them are regional (no customs check)."""


@dataclass(frozen=True)
class CrossingDef:
    name: str
    kind: str  # "canal" or "strait"
    points: tuple[tuple[float, float], ...]
    """(lon, lat) from one sea to the other; ships enter at the first point and leave at the last."""
    lands: tuple[str, str] | None = None
    """The two territories a truck links through it, or None when trucks do not use it."""


CROSSINGS: tuple[CrossingDef, ...] = (
    CrossingDef("Strait of Gibraltar", "strait", ((-8.5, 35.6), (-5.6, 36.0), (-2.5, 36.0)), ("Spain", "Morocco")),
    CrossingDef("Strait of Dover", "strait", ((-1.0, 50.0), (1.4, 51.0), (3.0, 52.2)), ("United Kingdom", "France")),
    CrossingDef(
        "Danish Straits",
        "strait",
        ((7.0, 57.8), (10.5, 57.9), (12.6, 56.0), (15.5, 55.2), (19.0, 56.5)),
        ("Denmark", "Sweden"),
    ),
    CrossingDef("Turkish Straits", "strait", ((25.5, 36.3), (26.0, 39.5), (26.5, 40.2), (29.0, 41.1), (31.5, 43.0))),
    CrossingDef("Suez Canal", "canal", ((32.0, 32.2), (32.4, 30.5), (33.3, 28.0))),
    CrossingDef(
        "Bab-el-Mandeb", "strait", ((40.5, 15.0), (43.3, 12.6), (45.5, 11.8)), ("Ethiopia & Somalia", "Yemen & Oman")
    ),
    CrossingDef(
        "Strait of Hormuz",
        "strait",
        ((51.0, 27.5), (55.0, 26.6), (56.3, 26.5), (59.0, 24.5), (61.5, 23.5)),
        ("Iran", "Yemen & Oman"),
    ),
    CrossingDef("Strait of Malacca", "strait", ((96.5, 6.0), (101.0, 2.5), (104.5, 1.4)), ("Malaysia", "Indonesia")),
    CrossingDef("Panama Canal", "canal", ((-79.5, 10.5), (-79.7, 9.1), (-79.5, 7.4))),
    CrossingDef("Korea Strait", "strait", ((128.0, 33.5), (129.3, 34.6), (131.5, 36.0)), ("South Korea", "Japan")),
)
