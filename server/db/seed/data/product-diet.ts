import type { AllergenSlug, Allergens, Nutrition } from '../../../../src/domain/catalog/nutrition';

/** What the demo catalogue says about a product's food values (issue 30). */
export interface ProductDiet {
  nutrition: Nutrition;
  allergens: Allergens;
  vegetarian: boolean;
  lean: boolean;
}

type Flag = 'veg' | 'lean' | 'meat';

/**
 * One line per product: КБЖУ per 100 g (100 ml) as [kcal, proteins, fats, carbs],
 * what it contains, what it may contain in traces, and whether it is vegetarian
 * («lean» is vegetarian too, without milk and eggs). The bakery's yeast and rich
 * doughs are made with milk, butter and eggs (see the cabbage pie's composition)
 * unless the composition says sunflower oil; one line shares sesame (the sausage
 * rolls), another almonds (the apricot and lingonberry pies), hence the traces.
 * The sets add up their pies. Nutmeg («мускатный орех», the chicken pie) is a spice,
 * not one of the tree nuts the allergen rules name, so it lists no nuts.
 */
const DIET: Record<string, [Nutrition4, AllergenSlug[], AllergenSlug[], Flag]> = {
  'kapusta-yaytso': [[230, 7.5, 9, 29], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'veg'],
  'kuritsa-griby': [[245, 10, 12, 24], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'meat'],
  myasnoy: [[262, 11, 14, 23], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'meat'],
  'kartofel-griby': [[214, 5.5, 8, 30], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'veg'],
  'osetinskiy-syr-kartofel': [[260, 10, 12, 28], ['gluten', 'moloko'], [], 'veg'],
  'osetinskiy-myaso': [[251, 11, 11, 27], ['gluten', 'moloko'], [], 'meat'],
  'osetinskiy-zelen': [[261, 11, 13, 25], ['gluten', 'moloko'], [], 'veg'],
  'semga-shpinat': [[255, 10, 15, 20], ['gluten', 'ryba', 'yaytsa', 'moloko'], [], 'meat'],
  kurnik: [[245, 10, 13, 22], ['gluten', 'yaytsa', 'moloko'], [], 'meat'],
  'vetchina-syr': [[271, 12, 15, 22], ['gluten', 'yaytsa', 'moloko'], ['soya', 'gorchitsa'], 'meat'],

  vishnya: [[249, 4.5, 7, 42], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'yabloko-koritsa': [[240, 4, 8, 38], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  tvorog: [[249, 9, 9, 33], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'sulfity'], 'veg'],
  brusnika: [[313, 4, 13, 45], ['gluten', 'moloko', 'orehi'], ['yaytsa'], 'veg'],
  chernika: [[236, 5, 8, 36], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'grusha-shokolad': [[324, 5, 16, 40], ['gluten', 'yaytsa', 'moloko'], ['soya', 'orehi'], 'veg'],
  mak: [[295, 7, 11, 42], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'klubnika-tvorog': [[241, 8, 9, 32], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  abrikos: [[262, 5, 10, 38], ['gluten', 'yaytsa', 'moloko', 'orehi'], [], 'veg'],

  'nabor-druzya': [[240, 7.3, 9.3, 31.7], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'kunzhut'], 'meat'],
  'nabor-semeynyy': [[236, 6.2, 9.1, 32.4], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'kunzhut'], 'veg'],
  'nabor-sladkoezhka': [[271, 5.8, 9.7, 40], ['gluten', 'yaytsa', 'moloko', 'orehi'], ['sulfity'], 'veg'],
  'nabor-osetinskiy': [[258, 10.7, 12, 26.7], ['gluten', 'moloko'], [], 'meat'],
  'nabor-ofis': [[244, 8.1, 10.8, 28.5], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'kunzhut'], 'meat'],
  'nabor-mini-assorti': [[238, 6.5, 7.5, 36], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'kunzhut'], 'meat'],

  'mini-kapusta': [[206, 5, 6, 33], ['gluten'], ['kunzhut'], 'lean'],
  'mini-kartofel': [[219, 5, 7, 34], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'veg'],
  'mini-myaso': [[247, 10, 11, 27], ['gluten', 'yaytsa', 'moloko'], ['kunzhut'], 'meat'],
  'mini-vishnya': [[254, 5, 6, 45], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'mini-yabloko': [[246, 5, 6, 43], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'mini-vatrushka': [[261, 10, 9, 35], ['gluten', 'yaytsa', 'moloko'], [], 'veg'],
  'mini-sosiska': [[292, 10, 16, 27], ['gluten', 'yaytsa', 'moloko', 'kunzhut'], ['soya', 'gorchitsa'], 'meat'],
  'mini-osetinskiy': [[269, 11, 13, 27], ['gluten', 'moloko'], [], 'veg'],

  medovik: [[390, 5, 19, 50], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  napoleon: [[378, 5, 22, 40], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  chizkeyk: [[334, 6, 22, 28], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  eklery: [[297, 6, 17, 30], ['gluten', 'yaytsa', 'moloko'], ['soya', 'orehi'], 'veg'],
  'rulet-mak': [[332, 8, 12, 48], ['gluten', 'yaytsa', 'moloko'], ['orehi', 'sulfity'], 'veg'],
  'maffin-shokolad': [[404, 6, 20, 50], ['gluten', 'yaytsa', 'moloko'], ['soya', 'orehi'], 'veg'],

  'zamorozhennyy-kapusta': [[220, 7, 8, 30], ['gluten', 'yaytsa', 'moloko'], [], 'veg'],
  'zamorozhennyy-vishnya': [[244, 4.5, 6, 43], ['gluten', 'yaytsa', 'moloko'], ['orehi'], 'veg'],
  'pelmeni-domashnie': [[273, 12, 13, 27], ['gluten', 'yaytsa'], [], 'meat'],
  'vareniki-kartofel': [[165, 4.5, 3, 30], ['gluten'], [], 'lean'],
  'vareniki-vishnya': [[177, 4.5, 0.8, 38], ['gluten'], [], 'lean'],
  syrniki: [[224, 16, 8, 22], ['gluten', 'yaytsa', 'moloko'], [], 'veg'],
  kolduny: [[212, 9, 12, 17], ['gluten', 'yaytsa'], [], 'meat'],

  'mors-klyukva': [[42, 0.1, 0, 10.5], [], [], 'lean'],
  'mors-brusnika': [[44, 0.1, 0, 11], [], [], 'lean'],
  kvas: [[27, 0.2, 0, 6.5], ['gluten'], ['sulfity'], 'lean'],
  'kompot-vishnya': [[45, 0.2, 0, 11], [], [], 'lean'],
  'chay-chabrets': [[1, 0, 0, 0.2], [], [], 'lean'],
  'chay-oblepikha': [[40, 0.2, 0.3, 9], [], [], 'lean'],
  kakao: [[86, 3.2, 3.2, 11], ['moloko'], [], 'veg'],
};

type Nutrition4 = [kcal: number, proteins: number, fats: number, carbs: number];

/**
 * A demo product's food values; every demo product has them (a missing line is
 * a mistake, found at load). `pieceWeight` is what one piece weighs: the
 * product's weight, or its share when it is sold as several pieces.
 */
export function dietOf(id: string, pieceWeight: number): ProductDiet {
  const line = DIET[id];
  if (!line) throw new Error(`The demo product ${id} has no nutrition line`);
  const [[kcal, proteins, fats, carbs], contains, mayContain, flag] = line;
  return {
    nutrition: { kcal, proteins, fats, carbs, weight: pieceWeight },
    allergens: { contains, mayContain, known: true },
    vegetarian: flag !== 'meat',
    lean: flag === 'lean',
  };
}
