import { type DemoCustomer, at, car, owns, person, workshop } from './demo-party-builders';

/** The demo workshop's individual customers and their vehicles (demo-parties.ts holds the rest). */
export const DEMO_INDIVIDUAL_CUSTOMERS: DemoCustomer[] = [
  workshop(
    person(
      'Mr.',
      'Manjunath',
      'Hegde',
      '9448100001',
      at('42, 6th Cross', 'Koramangala 1st Block', 'Bengaluru', '560034'),
      {
        email: 'manjunath.hegde@example.com',
      },
    ),
    owns(
      '2019-03-14',
      car('KA01MK4521', 'Maruti Suzuki', 'Swift', 'ZXi', 2019, 'Hatchback', {
        vin: ['MA3ZC32S', 'S184233'],
        odo: 48_210,
        ins: ['ICICIL', '3001/2034/118822', '2027-03-13'],
      }),
    ),
  ),
  workshop(
    person(
      'Ms.',
      'Deepa',
      'Hiremath',
      '9448100002',
      at('118, 9th Main', 'Jayanagar 4th Block', 'Bengaluru', '560041'),
      {
        email: 'deepa.hiremath@example.com',
      },
    ),
    owns(
      '2022-08-30',
      car('KA51MP7788', 'Hyundai', 'Creta', 'SX(O) 1.5 Diesel', 2022, 'SUV', {
        vin: ['MALC381R', 'U402917'],
        odo: 31_540,
        ins: ['HDFCERGO', '2311 2044 5519 2200 000', '2026-12-05'],
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Karthik',
      'Subramanian',
      '9448100003',
      at('27, 17th Cross', 'HSR Layout Sector 7', 'Bengaluru', '560102'),
      {
        email: 'karthik.s@example.com',
        other: '9448100103',
      },
    ),
    owns(
      '2021-01-22',
      car('KA01MV2316', 'Tata', 'Nexon', 'XZ+ Petrol', 2021, 'SUV', { vin: ['MAT62711', 'PRK0552'], odo: 39_870 }),
    ),
    owns(
      '2016-07-05',
      car('KA03MC9050', 'Honda', 'City', 'V MT', 2016, 'Sedan', {
        vin: ['MAKGM652', 'L301184'],
        odo: 96_420,
        ins: ['NIA', '67020031220100004471', '2027-07-04'],
      }),
    ),
  ),
  workshop(
    person(
      'Mrs.',
      'Kavya',
      'Shetty',
      '9448100004',
      at('5, 12th Main', 'HAL 2nd Stage, Indiranagar', 'Bengaluru', '560038'),
    ),
    owns(
      '2020-11-18',
      car('KA03NB6614', 'Maruti Suzuki', 'Baleno', 'Alpha', 2020, 'Hatchback', {
        vin: ['MA3EWDE1', 'S611820'],
        odo: 42_005,
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Amit',
      'Sharma',
      '9448100005',
      at('C-304, Prestige Shantiniketan', 'Whitefield', 'Bengaluru', '560066'),
      {
        email: 'amit.sharma@example.com',
      },
    ),
    owns(
      '2023-05-02',
      car('KA53MF1902', 'Kia', 'Seltos', 'HTX 1.5', 2023, 'SUV', {
        odo: 18_300,
        ins: ['TATAAIG', '0100/M/55610432', '2027-05-01'],
      }),
    ),
  ),
  workshop(
    person('Dr.', 'Sneha', 'Pillai', '9448100006', at('88, 2nd Stage', 'BTM Layout', 'Bengaluru', '560076'), {
      email: 'dr.sneha.pillai@example.com',
    }),
    owns(
      '2018-02-10',
      car('KA51ME3377', 'Honda', 'Amaze', 'VX i-VTEC', 2018, 'Sedan', { vin: ['MAKDF162', 'L205573'], odo: 71_240 }),
    ),
  ),
  workshop(
    person('Mr.', 'Syed', 'Imran', '9448100007', at('14, Mosque Road', 'Frazer Town', 'Bengaluru', '560005'), {
      other: '9448100107',
    }),
    owns(
      '2020-09-24',
      car('KA04MM8123', 'Toyota', 'Innova Crysta', '2.4 VX 7 STR', 2020, 'MUV', {
        vin: ['MBJAA3GM', 'B100342'],
        odo: 88_650,
        ins: ['BAJAJ', 'OG-27-1901-1801-00004112', '2027-09-23'],
      }),
    ),
    owns(
      '2017-04-12',
      car('KA04MB2049', 'Hyundai', 'i20', 'Asta 1.2', 2017, 'Hatchback', {
        vin: ['MALBM51R', 'M287741'],
        odo: 102_300,
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Raghavendra',
      'Bhat',
      '9448100008',
      at('2941, Kantharaj Urs Road', 'Saraswathipuram', 'Mysuru', '570009'),
    ),
    owns(
      '2015-06-19',
      car('KA09MB5210', 'Maruti Suzuki', 'Wagon R', 'VXi', 2015, 'Hatchback', {
        vin: ['MA3EWB32', 'S402198'],
        odo: 121_900,
      }),
    ),
  ),
  workshop(
    person(
      'Ms.',
      'Neha',
      'Agarwal',
      '9448100009',
      at('Flat 1207, Sobha Dream Acres', 'Bellandur', 'Bengaluru', '560103'),
      {
        email: 'neha.agarwal@example.com',
      },
    ),
    owns(
      '2023-10-27',
      car('KA01NA3185', 'Tata', 'Punch', 'Creative AMT', 2023, 'SUV', { vin: ['MAT64613', 'PRK8302'], odo: 14_620 }),
    ),
  ),
  workshop(
    person('Mr.', 'Senthil', 'Kumar', '9448100010', at('3/118, Denkanikottai Road', 'Mathigiri', 'Hosur', '635110'), {
      other: '9448100110',
    }),
    owns(
      '2021-12-15',
      car('TN70AH4417', 'Maruti Suzuki', 'Ertiga', 'ZXi', 2021, 'MUV', {
        vin: ['MA3BNC62', 'S774120'],
        odo: 57_800,
        ins: ['UIIC', '0412003121P114588301', '2026-12-14'],
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Anoop',
      'Menon',
      '9448100011',
      at('56, Neeladri Road', 'Electronic City Phase 1', 'Bengaluru', '560100'),
      {
        email: 'anoop.menon@example.com',
      },
    ),
    owns(
      '2016-03-08',
      car('KA51MA9921', 'Volkswagen', 'Polo', 'Highline 1.2', 2016, 'Hatchback', {
        vin: ['MEX5G260', 'T063318'],
        odo: 84_115,
      }),
    ),
    owns(
      '2024-02-14',
      car('KA51NC0442', 'Mahindra', 'Thar', 'LX 4WD Hard Top', 2024, 'SUV', {
        vin: ['MA1NE2ZT', 'N218734'],
        odo: 11_050,
      }),
    ),
  ),
  workshop(
    person('Mrs.', 'Meenakshi', 'Sundaram', '9448100012', at('9, 15th Cross', 'Malleshwaram', 'Bengaluru', '560003')),
    owns(
      '2020-06-30',
      car('KA02MR6078', 'Hyundai', 'Grand i10 Nios', 'Sportz', 2020, 'Hatchback', {
        vin: ['MALA851C', 'L118262'],
        odo: 36_900,
      }),
    ),
  ),
  workshop(
    person('Mr.', 'Nagaraj', 'Patil', '9448100013', at('22, Deshpande Nagar', undefined, 'Hubballi', '580029')),
    owns(
      '2017-01-09',
      car('KA25MB7306', 'Mahindra', 'Bolero', 'B6 Opt', 2017, 'SUV', { vin: ['MA1PA2GC', 'H521864'], odo: 139_400 }),
    ),
  ),
  workshop(
    person('Ms.', 'Farhana', 'Begum', '9448100014', at('7, Infantry Road', 'Shivajinagar', 'Bengaluru', '560001'), {
      email: 'farhana.begum@example.com',
    }),
    owns(
      '2019-10-03',
      car('KA01ML1560', 'Renault', 'Kwid', 'RXT 1.0', 2019, 'Hatchback', { vin: ['MEERBC00', 'H140627'], odo: 40_330 }),
    ),
  ),
  workshop(
    person('Mr.', 'Joseph', "D'Souza", '9448100015', at('3-41, Bendoor Well Road', 'Kankanady', 'Mangaluru', '575002')),
    owns(
      '2022-04-21',
      car('KA19MJ2845', 'Toyota', 'Glanza', 'V', 2022, 'Hatchback', {
        vin: ['MBJB29BT', 'S330219'],
        odo: 26_780,
        ins: ['RELGEN', '130221923340012345', '2027-04-20'],
      }),
    ),
  ),
  workshop(
    person('Mr.', 'Vinay', 'Kamath', '9448100016', at('61, Bull Temple Road', 'Basavanagudi', 'Bengaluru', '560004')),
    owns(
      '2018-08-16',
      car('KA41MD5532', 'Tata', 'Tiago', 'XZ', 2018, 'Hatchback', { vin: ['MAT61250', 'JRK4407'], odo: 67_210 }),
    ),
  ),
  workshop(
    person('Mr.', 'Rohit', 'Verma', '9448100017', at('403, Brigade Lakefront', 'Marathahalli', 'Bengaluru', '560037'), {
      email: 'rohit.verma@example.com',
    }),
    owns(
      '2021-03-29',
      car('KA53MG8090', 'MG', 'Hector', 'Sharp 1.5 Turbo', 2021, 'SUV', {
        odo: 45_900,
        ins: ['DIGIT', 'D102273366', '2027-03-28'],
      }),
    ),
  ),
  workshop(
    person(
      'Mrs.',
      'Harika',
      'Naidu',
      '9448100018',
      at('12, Kasavanahalli Main Road', 'Sarjapur Road', 'Bengaluru', '560035'),
    ),
    owns(
      '2022-11-11',
      car('KA51MM4021', 'Hyundai', 'Venue', 'SX 1.0 Turbo', 2022, 'SUV', { vin: ['MALCU81C', 'N371520'], odo: 22_640 }),
    ),
  ),
  workshop(
    person('Mr.', 'Sachin', 'Deshpande', '9448100019', at('17, Tilakwadi 2nd Gate', undefined, 'Belagavi', '590006')),
    owns(
      '2018-05-25',
      car('KA22MC3344', 'Maruti Suzuki', 'Dzire', 'VXi', 2018, 'Sedan', { vin: ['MA3CZF62', 'S309945'], odo: 93_010 }),
    ),
  ),
  // A customer without a vehicle yet: bought accessories over the counter.
  workshop(
    person('Ms.', 'Divya', 'Ramasamy', '9448100020', at('31, 5th Cross', 'Kammanahalli', 'Bengaluru', '560084'), {
      email: 'divya.r@example.com',
    }),
  ),
  workshop(
    person(
      'Mr.',
      'Srinivas',
      'Reddy',
      '9448100021',
      at('244, Attur Layout', 'Yelahanka New Town', 'Bengaluru', '560064'),
      {
        email: 'srinivas.reddy@example.com',
      },
    ),
    // Bharat series: registered for people who move between states.
    owns(
      '2022-09-07',
      car('22BH4812AK', 'Toyota', 'Fortuner', '4x2 AT', 2022, 'SUV', {
        vin: ['MBJGA3GS', 'B027765'],
        odo: 52_300,
        ins: ['CHOLAMS', '3362/00981234/000/00', '2027-09-06'],
      }),
    ),
  ),
];
