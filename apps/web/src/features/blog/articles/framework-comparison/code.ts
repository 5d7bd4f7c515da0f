/** The article's code samples: the same in every language. */
export const countersCode = `
// React 19: a function component with a hook
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{count}</button>;
}

// Angular: a standalone component with a signal
@Component({
  selector: "app-counter",
  template: \`<button (click)="count.set(count() + 1)">{{ count() }}</button>\`,
})
export class Counter {
  count = signal(0);
}

<!-- Vue 3: a single-file component with <script setup> -->
<script setup lang="ts">
import { ref } from "vue";
const count = ref(0);
</script>
<template>
  <button @click="count++">{{ count }}</button>
</template>
`;
