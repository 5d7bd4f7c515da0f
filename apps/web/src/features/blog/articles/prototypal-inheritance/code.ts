/** The article's code samples: the same in every language. */
export const objectCreateCode = `
const phone = {
  describe() {
    return \`\${this.brand} \${this.model}\`;
  },
};

const handset = Object.create(phone); // handset's prototype is phone
handset.brand = "Samsung";
handset.model = "Galaxy S23";

handset.describe(); // "Samsung Galaxy S23", found on phone
Object.hasOwn(handset, "describe"); // false
Object.getPrototypeOf(handset) === phone; // true
Object.getPrototypeOf(phone) === Object.prototype; // true
Object.getPrototypeOf(Object.prototype); // null: the end of the chain
`;

export const constructorCode = `
function Phone(brand) {
  this.brand = brand;
}
Phone.prototype.greet = function () {
  return \`Hello from \${this.brand}\`;
};

const oppo = new Phone("Oppo");
Object.getPrototypeOf(oppo) === Phone.prototype; // true
oppo.__proto__ === Phone.prototype; // true, but __proto__ is a legacy accessor
`;

export const classCode = `
class Phone {
  constructor(brand) {
    this.brand = brand;
  }
  greet() {
    return \`Hello from \${this.brand}\`;
  }
}

class UsedPhone extends Phone {
  constructor(brand, condition) {
    super(brand);
    this.condition = condition;
  }
  greet() {
    return \`\${super.greet()} (\${this.condition})\`;
  }
}

const iphone = new UsedPhone("Apple", "like new");
iphone.greet(); // "Hello from Apple (like new)"
typeof Phone; // "function"
Object.getPrototypeOf(UsedPhone.prototype) === Phone.prototype; // true
`;
