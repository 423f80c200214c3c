// More makes of the catalogue, after the mass market: German premium, Japanese, American and Korean (BMW to Daewoo).
import { type CatalogMake, model } from './vehicleCatalogTypes';

export const OTHER_MAKES: CatalogMake[] = [
  {
    title: 'BMW',
    models: [
      model(
        '3 серии',
        ['F30', 2011, 2019, '320i AT (184 л.с.)', '320d AT (184 л.с.)', '330i AT (252 л.с.)'],
        ['G20', 2018, null, '320i AT (184 л.с.)', '320d xDrive AT (190 л.с.)', '330i AT (258 л.с.)'],
      ),
      model(
        '5 серии',
        ['F10', 2009, 2017, '520i AT (184 л.с.)', '528i xDrive AT (245 л.с.)', '535d xDrive AT (313 л.с.)'],
        ['G30', 2016, 2023, '520i AT (184 л.с.)', '520d xDrive AT (190 л.с.)', '530i xDrive AT (249 л.с.)'],
      ),
      model('7 серии', ['G11', 2015, 2022, '730Ld xDrive AT (249 л.с.)', '750Li xDrive AT (450 л.с.)']),
      model('X1', ['F48', 2015, 2022, 'sDrive18i AT (140 л.с.)', 'xDrive20i AT (192 л.с.)']),
      model(
        'X3',
        ['F25', 2010, 2017, 'xDrive20i AT (184 л.с.)', 'xDrive20d AT (190 л.с.)'],
        ['G01', 2017, null, 'xDrive20i AT (184 л.с.)', 'xDrive20d AT (190 л.с.)', 'xDrive30i AT (249 л.с.)'],
      ),
      model(
        'X5',
        ['F15', 2013, 2018, 'xDrive35i AT (306 л.с.)', 'xDrive30d AT (249 л.с.)'],
        ['G05', 2018, null, 'xDrive40i AT (340 л.с.)', 'xDrive30d AT (249 л.с.)'],
      ),
      model('X6', ['F16', 2014, 2019, 'xDrive35i AT (306 л.с.)', 'xDrive30d AT (249 л.с.)']),
    ],
  },
  {
    title: 'Mercedes-Benz',
    models: [
      model(
        'C-Класс',
        ['W204', 2007, 2014, 'C 180 AT (156 л.с.)', 'C 200 AT (184 л.с.)', 'C 250 AT (204 л.с.)'],
        ['W205', 2014, 2021, 'C 180 AT (150 л.с.)', 'C 200 AT (184 л.с.)', 'C 300 AT (245 л.с.)'],
        ['W206', 2021, null, 'C 200 AT (204 л.с.)', 'C 300 AT (258 л.с.)'],
      ),
      model(
        'E-Класс',
        ['W212', 2009, 2016, 'E 200 AT (184 л.с.)', 'E 250 AT (204 л.с.)', 'E 350 4MATIC AT (306 л.с.)'],
        ['W213', 2016, 2023, 'E 200 AT (197 л.с.)', 'E 220 d AT (194 л.с.)', 'E 300 AT (245 л.с.)'],
      ),
      model('S-Класс', ['W222', 2013, 2020, 'S 350 d 4MATIC AT (249 л.с.)', 'S 500 4MATIC AT (455 л.с.)']),
      model('GLA', ['X156', 2013, 2019, 'GLA 200 AMT (156 л.с.)', 'GLA 250 4MATIC AMT (211 л.с.)']),
      model('GLC', ['X253', 2015, 2022, 'GLC 250 4MATIC AT (211 л.с.)', 'GLC 220 d 4MATIC AT (170 л.с.)']),
      model(
        'GLE',
        ['W166', 2015, 2018, 'GLE 350 d 4MATIC AT (249 л.с.)', 'GLE 400 4MATIC AT (333 л.с.)'],
        ['V167', 2018, null, 'GLE 300 d 4MATIC AT (245 л.с.)', 'GLE 450 4MATIC AT (367 л.с.)'],
      ),
      model('Sprinter', [
        'W906',
        2006,
        2018,
        '311 CDI MT (109 л.с.)',
        '313 CDI MT (129 л.с.)',
        '515 CDI MT (150 л.с.)',
      ]),
    ],
  },
  {
    title: 'Audi',
    models: [
      model('A3', ['III (8V)', 2012, 2020, '1.4 TFSI S tronic (125 л.с.)', '1.8 TFSI S tronic (180 л.с.)']),
      model(
        'A4',
        ['B8', 2007, 2015, '1.8 TFSI CVT (160 л.с.)', '2.0 TFSI quattro AT (211 л.с.)'],
        ['B9', 2015, null, '1.4 TFSI S tronic (150 л.с.)', '2.0 TFSI quattro S tronic (249 л.с.)'],
      ),
      model(
        'A6',
        [
          'C7',
          2011,
          2018,
          '2.0 TFSI CVT (180 л.с.)',
          '3.0 TFSI quattro S tronic (333 л.с.)',
          '3.0 TDI quattro S tronic (249 л.с.)',
        ],
        ['C8', 2018, null, '45 TFSI quattro S tronic (245 л.с.)', '55 TFSI quattro S tronic (340 л.с.)'],
      ),
      model('Q3', ['I (8U)', 2011, 2018, '1.4 TFSI S tronic (150 л.с.)', '2.0 TFSI quattro S tronic (170 л.с.)']),
      model(
        'Q5',
        ['I (8R)', 2008, 2017, '2.0 TFSI quattro AT (225 л.с.)', '2.0 TDI quattro S tronic (177 л.с.)'],
        ['II (FY)', 2017, null, '2.0 TFSI quattro S tronic (249 л.с.)', '2.0 TDI quattro S tronic (190 л.с.)'],
      ),
      model('Q7', ['II (4M)', 2015, null, '3.0 TFSI quattro AT (333 л.с.)', '3.0 TDI quattro AT (249 л.с.)']),
    ],
  },
  {
    title: 'Mazda',
    models: [
      model(
        '3',
        ['II (BL)', 2009, 2013, '1.6 MT (105 л.с.)', '1.6 AT (105 л.с.)', '2.0 AT (150 л.с.)'],
        ['III (BM)', 2013, 2019, '1.5 AT (120 л.с.)', '1.6 MT (104 л.с.)', '2.0 AT (150 л.с.)'],
        ['IV (BP)', 2019, null, '1.5 AT (120 л.с.)', '2.0 AT (150 л.с.)'],
      ),
      model(
        '6',
        ['II (GH)', 2007, 2012, '1.8 MT (120 л.с.)', '2.0 AT (147 л.с.)', '2.5 AT (170 л.с.)'],
        ['III (GJ)', 2012, null, '2.0 AT (150 л.с.)', '2.5 AT (192 л.с.)', '2.5 T AT (231 л.с.)'],
      ),
      model(
        'CX-5',
        ['I (KE)', 2011, 2017, '2.0 MT (150 л.с.)', '2.0 AT (150 л.с.)', '2.5 AT (192 л.с.)'],
        ['II (KF)', 2017, null, '2.0 AT (150 л.с.)', '2.5 AT (194 л.с.)'],
      ),
      model('CX-30', ['I', 2019, null, '2.0 AT (150 л.с.)']),
      model('CX-9', ['II', 2016, null, '2.5 T AT (231 л.с.)']),
    ],
  },
  {
    title: 'Mitsubishi',
    models: [
      model('Lancer', [
        'X',
        2007,
        2017,
        '1.5 MT (109 л.с.)',
        '1.6 MT (117 л.с.)',
        '1.8 CVT (143 л.с.)',
        '2.0 CVT (150 л.с.)',
      ]),
      model(
        'Outlander',
        ['II (XL)', 2005, 2012, '2.0 MT (147 л.с.)', '2.4 CVT (170 л.с.)', '3.0 AT (220 л.с.)'],
        ['III', 2012, 2022, '2.0 CVT (146 л.с.)', '2.4 CVT (167 л.с.)', '3.0 AT (230 л.с.)'],
      ),
      model('ASX', ['I', 2010, null, '1.6 MT (117 л.с.)', '1.8 CVT (140 л.с.)', '2.0 CVT (150 л.с.)']),
      model(
        'Pajero Sport',
        ['II', 2008, 2016, '2.5d MT (136 л.с.)', '2.5d AT (178 л.с.)', '3.0 AT (222 л.с.)'],
        ['III', 2016, null, '2.4d AT (181 л.с.)', '3.0 AT (209 л.с.)'],
      ),
      model('Pajero', ['IV', 2006, 2021, '3.0 AT (174 л.с.)', '3.2d AT (200 л.с.)', '3.8 AT (250 л.с.)']),
      model('L200', ['V', 2015, null, '2.4d MT (154 л.с.)', '2.4d AT (181 л.с.)']),
      model('Eclipse Cross', ['I', 2017, null, '1.5 T CVT (150 л.с.)']),
    ],
  },
  {
    title: 'Ford',
    models: [
      model(
        'Focus',
        ['II', 2004, 2011, '1.6 MT (100 л.с.)', '1.8 MT (125 л.с.)', '2.0 AT (145 л.с.)'],
        ['III', 2011, 2019, '1.6 MT (105 л.с.)', '1.6 PowerShift (125 л.с.)', '2.0 PowerShift (150 л.с.)'],
      ),
      model(
        'Mondeo',
        ['IV', 2007, 2014, '2.0 MT (145 л.с.)', '2.3 AT (161 л.с.)'],
        ['V', 2014, 2019, '2.5 AT (149 л.с.)', '2.0 EcoBoost AT (199 л.с.)'],
      ),
      model('Kuga', [
        'II',
        2012,
        2019,
        '2.5 AT (150 л.с.)',
        '1.5 EcoBoost AT (150 л.с.)',
        '1.6 EcoBoost AT (182 л.с.)',
      ]),
      model('EcoSport', ['II', 2014, 2019, '1.6 MT (122 л.с.)', '1.6 PowerShift (122 л.с.)', '2.0 MT (140 л.с.)']),
      model('Fiesta', ['VI', 2008, 2019, '1.6 MT (105 л.с.)', '1.6 PowerShift (105 л.с.)']),
      model('Explorer', ['V', 2010, 2019, '3.5 AT (249 л.с.)']),
      model('Transit', ['VII', 2014, null, '2.2 TDCi MT (125 л.с.)', '2.2 TDCi MT (155 л.с.)']),
    ],
  },
  {
    title: 'Chevrolet',
    models: [
      model('Niva', ['I', 2002, 2009, '1.7 MT (80 л.с.)'], ['I рестайлинг', 2009, 2020, '1.7 MT (80 л.с.)']),
      model('Lacetti', ['I', 2004, 2013, '1.4 MT (95 л.с.)', '1.6 MT (109 л.с.)', '1.8 AT (122 л.с.)']),
      model('Cruze', ['I', 2009, 2015, '1.6 MT (109 л.с.)', '1.8 MT (141 л.с.)', '1.8 AT (141 л.с.)']),
      model(
        'Aveo',
        ['I (T250)', 2006, 2011, '1.2 MT (84 л.с.)', '1.4 MT (101 л.с.)'],
        ['II (T300)', 2011, 2015, '1.6 MT (115 л.с.)', '1.6 AT (115 л.с.)'],
      ),
      model('Cobalt', ['II', 2011, 2016, '1.5 MT (106 л.с.)', '1.5 AT (106 л.с.)']),
      model('Captiva', ['I', 2006, 2016, '2.4 MT (136 л.с.)', '2.4 AT (167 л.с.)', '3.0 AT (249 л.с.)']),
      model('Tahoe', ['IV', 2014, 2020, '5.3 AT (355 л.с.)', '6.2 AT (409 л.с.)']),
    ],
  },
  {
    title: 'Daewoo',
    models: [
      model(
        'Nexia',
        ['I', 1995, 2008, '1.5 MT (75 л.с.)', '1.5 MT (85 л.с.)'],
        ['I рестайлинг', 2008, 2016, '1.5 MT (80 л.с.)', '1.6 MT (109 л.с.)'],
      ),
      model('Matiz', ['I', 1998, 2015, '0.8 MT (51 л.с.)', '0.8 AT (51 л.с.)', '1.0 MT (63 л.с.)']),
      model('Gentra', ['II', 2013, 2016, '1.5 MT (107 л.с.)', '1.5 AT (107 л.с.)']),
    ],
  },
];
